const initialState = { byId: {}, ids: [], page: 1, total: 0, loading: false, error: null };

export default function users(state = initialState, action) {
  switch (action.type) {
    case 'users/FETCH_START':
      return { ...state, loading: true, error: null };
    case 'users/FETCH_DONE': {
      const byId = { ...state.byId };
      action.payload.items.forEach(user => {
        byId[user.id] = user;
      });
      return {
        ...state,
        byId,
        ids: action.payload.items.map(user => user.id),
        page: action.payload.page,
        total: action.payload.total,
        loading: false,
      };
    }
    case 'users/FETCH_FAILED':
      return { ...state, loading: false, error: action.error };
    default:
      return state;
  }
}
