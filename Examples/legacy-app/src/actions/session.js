import { push } from 'react-router-redux';
import client from '../api/client';
import { saveSession, clearSession } from '../utils/storage';

export const login = (email, password, nextPath = '/') => dispatch => {
  dispatch({ type: 'session/LOGIN_START' });
  return client.post('/session', { email, password }).then(({ data }) => {
    saveSession(data.token, data.user);
    dispatch({ type: 'session/LOGIN_DONE', payload: data.user });
    dispatch(push(nextPath));
  });
};

export const logout = () => dispatch => {
  clearSession();
  dispatch({ type: 'session/LOGOUT' });
  dispatch(push('/login'));
};
