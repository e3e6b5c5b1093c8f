import React from 'react';
import PropTypes from 'prop-types';
import styles from './Button.css';

export default function ButtonRow({ children }) {
  return <div className={styles.row}>{children}</div>;
}

ButtonRow.propTypes = {
  children: PropTypes.node.isRequired,
};
