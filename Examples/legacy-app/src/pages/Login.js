import React, { Component } from 'react';
import PropTypes from 'prop-types';
import { connect } from 'react-redux';
import { login } from '../actions/session';

class Login extends Component {
  static propTypes = {
    login: PropTypes.func.isRequired,
    location: PropTypes.object.isRequired,
  };

  state = { email: '', password: '', error: null };

  submit = event => {
    event.preventDefault();
    const { state } = this.props.location;
    const nextPath = (state && state.nextPathname) || '/';
    this.props.login(this.state.email, this.state.password, nextPath).catch(error => this.setState({ error: error.message }));
  };

  render() {
    return (
      <form className="login" onSubmit={this.submit}>
        <h1>Sign in</h1>
        {this.state.error && <p className="login__error">{this.state.error}</p>}
        <input type="email" value={this.state.email} onChange={e => this.setState({ email: e.target.value })} />
        <input type="password" value={this.state.password} onChange={e => this.setState({ password: e.target.value })} />
        <button type="submit">Sign in</button>
      </form>
    );
  }
}

export default connect(null, { login })(Login);
