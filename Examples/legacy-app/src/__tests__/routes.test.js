import React from 'react';
import { mount } from 'enzyme';
import { Provider } from 'react-redux';
import { createStore, combineReducers } from 'redux';
import {
  Router,
  createMemoryHistory,
} from 'react-router';
import routes from '../routes';
import users from '../reducers/users';

jest.mock('../utils/storage', () => ({
  isLoggedIn: () => false,
  getToken: () => null,
  clearSession: () => {},
  currentUser: () => null,
}));

describe('routes', () => {
  it('sends anonymous visitors of /users to the login form', () => {
    const store = createStore(combineReducers({ users }));
    const wrapper = mount(
      <Provider store={store}>
        <Router history={createMemoryHistory('/users')} routes={routes} />
      </Provider>
    );
    expect(wrapper.find('form.login')).toHaveLength(1);
  });
});
