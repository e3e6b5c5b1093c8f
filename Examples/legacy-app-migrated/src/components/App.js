import React, { Component } from 'react';
import { Outlet } from 'react-router-dom';
import Helmet from 'react-helmet';
import Nav from './Nav';
import config from '../config';
import { loadMessages, pickLocale } from '../locales';
import styles from './App.module.css';

class App extends Component {
  state = { messages: null };

  componentDidMount() {
    loadMessages(pickLocale()).then(messages => this.setState({ messages }));
  }

  render() {
    return (
      <div className={styles.shell}>
        <Helmet titleTemplate={`%s · ${config.title}`} defaultTitle={config.title} />
        <Nav messages={this.state.messages} />
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    );
  }
}

export default App;
