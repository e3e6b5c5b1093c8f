import React, { Component } from 'react';
import PropTypes from 'prop-types';
import Helmet from 'react-helmet';
import { hot } from 'react-hot-loader';
import Nav from './Nav';
import config from '../config';
import { loadMessages, pickLocale } from '../locales';
import styles from './App.css';

class App extends Component {
  static propTypes = {
    children: PropTypes.node,
  };

  state = { messages: null };

  componentWillMount() {
    loadMessages(pickLocale()).then(messages => this.setState({ messages }));
  }

  render() {
    return (
      <div className={styles.shell}>
        <Helmet titleTemplate={`%s · ${config.title}`} defaultTitle={config.title} />
        <Nav messages={this.state.messages} />
        <main className={styles.main}>{this.props.children}</main>
      </div>
    );
  }
}

export default hot(module)(App);
