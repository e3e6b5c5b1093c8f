import React, { Component } from 'react';
import Helmet from 'react-helmet';
import { loadPage, loadPlugin, loadRemote, loadView } from '../pageLoader';
import { iconNames } from '../icons';
import { describeJob, nextRun } from '../utils/jobs';
import { isAdmin } from '../utils/typed';
import { afterTransition } from '../utils/navigation';
import { currentUser } from '../utils/storage';
import { halfReturn, stripEnvMentions } from '../utils/math';

const PLUGINS = [{ name: 'audit-log', entry: '/plugins/audit-log.js' }];

export default class Admin extends Component {
  state = { jobs: [], preview: null, plugins: [] };

  componentDidMount() {
    afterTransition(() => window.scrollTo(0, 0));
    Promise.all(PLUGINS.map(loadPlugin)).then(plugins => this.setState({ plugins }));
    if (window.ACME_WIDGET_HOST) {
      loadRemote(window.ACME_WIDGET_HOST);
    }
  }

  preview(name) {
    const load = name.indexOf('widget:') === 0 ? loadView(name.slice(7)) : loadPage(name);
    load.then(module => this.setState({ preview: module.default }));
  }

  render() {
    const user = currentUser();
    if (!user || !isAdmin(user)) {
      return <p>You need administrator rights for this page.</p>;
    }
    const Preview = this.state.preview;
    const queued = nextRun(this.state.jobs);
    return (
      <div className="admin">
        <Helmet title="Admin" />
        <h1>Administration</h1>
        <p>Next export: {queued ? stripEnvMentions(String(queued)) : 'none queued'}</p>
        <ul>
          {this.state.jobs.map(job => (
            <li key={job.id}>
              {describeJob(job)} · {halfReturn(job)}
            </li>
          ))}
        </ul>
        <select onChange={event => this.preview(event.target.value)}>
          <option value="">Preview a page…</option>
          {['Home', 'Reports', 'widget:Revenue'].map(name => <option key={name}>{name}</option>)}
        </select>
        <p>Icons: {iconNames().join(', ')}</p>
        {Preview && <Preview params={{}} current={1} target={2} />}
      </div>
    );
  }
}
