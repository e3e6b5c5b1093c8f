import React from 'react';
import PropTypes from 'prop-types';
import {
  Link,
  IndexLink,
  withRouter,
} from 'react-router';
import { ReactComponent as Logo } from '../assets/logo.svg';
import Icon from './Icon';
import config from '../config';
import styles from './Nav.css';

class Nav extends React.Component {
  static propTypes = {
    router: PropTypes.object.isRequired,
    messages: PropTypes.object,
  };

  label(key, fallback) {
    const { messages } = this.props;
    return (messages && messages[key]) || fallback;
  }

  render() {
    const reportsActive = this.props.router.isActive('/reports');
    return (
      <nav className={styles.nav}>
        <IndexLink to="/" className={styles.brand}>
          <Logo width={32} height={32} title="Acme" />
        </IndexLink>
        <Link to="/users" activeClassName={styles.active}>
          <Icon name="user" /> {this.label('nav.users', 'Users')}
        </Link>
        {config.features.reports && (
          <Link to="/reports" className={reportsActive ? styles.active : undefined}>
            <Icon name="chart" /> {this.label('nav.reports', 'Reports')}
          </Link>
        )}
        <Link to="/settings" activeStyle={{ fontWeight: 600 }}>
          <Icon name="settings" /> {this.label('nav.settings', 'Settings')}
        </Link>
      </nav>
    );
  }
}

export default withRouter(Nav);
