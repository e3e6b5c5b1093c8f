/* Redux logger for development builds; loaded lazily by the store so production never ships it. */
const showState = import.meta.env.VITE_LOG_STATE !== 'false';
const collapsed = import.meta.env.VITE_LOG_COLLAPSED !== 'false';

export const logger = store => next => action => {
  /* eslint-disable no-console */
  (collapsed ? console.groupCollapsed : console.group)(action.type);
  if (showState) console.log('prev', store.getState());
  const result = next(action);
  if (showState) console.log('next', store.getState());
  console.groupEnd();
  /* eslint-enable no-console */
  return result;
};
