import { combineReducers } from 'redux';
import { routerReducer } from 'react-router-redux';
import session from './session';
import users from './users';

export default combineReducers({
  routing: routerReducer,
  session,
  users,
});
