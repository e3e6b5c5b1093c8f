import React from 'react';
import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore, combineReducers } from 'redux';
import { MemoryRouter } from 'react-router-dom';
import AppRoutes from '../routes';
import users from '../reducers/users';

vi.mock('../utils/storage', () => ({
  isLoggedIn: () => false,
  getToken: () => null,
  clearSession: () => {},
  currentUser: () => null,
}));

describe('routes', () => {
  it('sends anonymous visitors of /users to the login form', () => {
    const store = createStore(combineReducers({ users }));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/users']}>
          <AppRoutes />
        </MemoryRouter>
      </Provider>
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
