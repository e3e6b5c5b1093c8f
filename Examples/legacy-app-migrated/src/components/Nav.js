import React from 'react';
import PropTypes from 'prop-types';
import { NavLink, useMatch } from 'react-router-dom';
import Logo from '../assets/logo.svg?react';
import Icon from './Icon';
import config from '../config';
import styles from './Nav.module.css';

const activeClass = ({ isActive }) => (isActive ? styles.active : undefined);

export default function Nav({ messages }) {
  const reportsActive = Boolean(useMatch('/reports/*'));
  const label = (key, fallback) => (messages && messages[key]) || fallback;
  return (
    <nav className={styles.nav}>
      <NavLink to="/" end className={styles.brand}>
        <Logo width={32} height={32} title="Acme" />
      </NavLink>
      <NavLink to="/users" className={activeClass}>
        <Icon name="user" /> {label('nav.users', 'Users')}
      </NavLink>
      {config.features.reports && (
        <NavLink to="/reports" className={reportsActive ? styles.active : undefined}>
          <Icon name="chart" /> {label('nav.reports', 'Reports')}
        </NavLink>
      )}
      <NavLink to="/settings" style={({ isActive }) => (isActive ? { fontWeight: 600 } : undefined)}>
        <Icon name="settings" /> {label('nav.settings', 'Settings')}
      </NavLink>
    </nav>
  );
}

Nav.propTypes = {
  messages: PropTypes.object,
};
