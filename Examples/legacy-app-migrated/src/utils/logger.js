/* Redux logger for development builds; loaded lazily by the store so production never ships it. */
export const logger = store => next => action => {
  /* eslint-disable no-console */
  console.groupCollapsed(action.type);
  console.log('prev', store.getState());
  const result = next(action);
  console.log('next', store.getState());
  console.groupEnd();
  /* eslint-enable no-console */
  return result;
};
