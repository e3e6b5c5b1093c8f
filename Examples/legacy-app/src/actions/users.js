import { fetchUsers } from '../api/client';

export const loadUsers = (page, query) => dispatch => {
  dispatch({ type: 'users/FETCH_START' });
  return fetchUsers(page, query).then(
    payload => dispatch({ type: 'users/FETCH_DONE', payload }),
    error => dispatch({ type: 'users/FETCH_FAILED', error: error.message })
  );
};
