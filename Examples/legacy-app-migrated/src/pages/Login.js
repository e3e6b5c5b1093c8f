import React, { useState } from 'react';
import PropTypes from 'prop-types';
import { connect } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { login as loginAction } from '../actions/session';

function Login({ login }) {
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(null);

  const submit = event => {
    event.preventDefault();
    const nextPath = (location.state && location.state.nextPathname) || '/';
    login(email, password, nextPath).catch(err => setError(err.message));
  };

  return (
    <form className="login" onSubmit={submit}>
      <h1>Sign in</h1>
      {error && <p className="login__error">{error}</p>}
      <input type="email" value={email} onChange={e => setEmail(e.target.value)} />
      <input type="password" value={password} onChange={e => setPassword(e.target.value)} />
      <button type="submit">Sign in</button>
    </form>
  );
}

Login.propTypes = {
  login: PropTypes.func.isRequired,
};

export default connect(null, { login: loginAction })(Login);
