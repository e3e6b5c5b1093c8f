import React, { Component } from 'react';
import Helmet from 'react-helmet';
import { loadPageModule } from '../pageLoader';
import config from '../config';
import logoUrl from '../assets/logo.png';

const DASHBOARD_WIDGETS = ['Revenue'];

export default class Home extends Component {
  state = { widgets: [] };

  componentWillMount() {
    Promise.all(DASHBOARD_WIDGETS.map(name => loadPageModule(name))).then(modules =>
      this.setState({ widgets: modules.map(module => module.default) })
    );
  }

  render() {
    return (
      <div className="home">
        <Helmet title="Home" />
        <header className="home__hero">
          <img src={logoUrl} alt={config.title} width="120" />
          <h1>Welcome back</h1>
        </header>
        <div className="home__widgets">
          {this.state.widgets.map((Widget, index) => (
            <Widget key={index} current={42000} target={60000} />
          ))}
        </div>
      </div>
    );
  }
}
