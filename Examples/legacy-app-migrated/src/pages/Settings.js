import React, { Component } from 'react';
import Helmet from 'react-helmet';
import licenseText from '../assets/LICENSE.txt?raw';
import { saveSettings } from '../api/client';
import { ButtonRow, Button } from '../components/Button';
import config from '../config';

const HELP_TEXT = 'The API endpoint is fixed at build time from process.env.API_URL.';

export default class Settings extends Component {
  state = { emailDigest: true, saving: false, showLicense: false };

  save = () => {
    this.setState({ saving: true });
    saveSettings({ emailDigest: this.state.emailDigest }).then(() => this.setState({ saving: false }));
  };

  render() {
    return (
      <div className="settings">
        <Helmet title="Settings" />
        <h1>Settings</h1>
        <label>
          <input
            type="checkbox"
            checked={this.state.emailDigest}
            onChange={event => this.setState({ emailDigest: event.target.checked })}
          />
          Send me the weekly e-mail digest
        </label>
        <p className="settings__help" title={HELP_TEXT}>
          Talking to {config.apiHost}. To point the app elsewhere, rebuild it with a different process.env.API_URL
          value; process.env.NODE_ENV decides whether the debug panel is shown.
        </p>
        <ButtonRow>
          <Button onClick={this.save} disabled={this.state.saving}>Save</Button>
          <Button kind="secondary" onClick={() => this.setState({ showLicense: !this.state.showLicense })}>
            Licenses
          </Button>
        </ButtonRow>
        {this.state.showLicense && <pre className="settings__license">{licenseText}</pre>}
        <p className="settings__version">Version {config.version}</p>
      </div>
    );
  }
}
