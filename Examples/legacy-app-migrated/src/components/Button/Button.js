import React from 'react';
import PropTypes from 'prop-types';
import classNames from 'classnames';
import styles from './Button.module.css';

const Button = ({ kind, children, ...rest }) => (
  <button type="button" className={classNames(styles.button, styles[kind])} {...rest}>
    {children}
  </button>
);

Button.propTypes = {
  kind: PropTypes.oneOf(['primary', 'secondary', 'danger']),
  children: PropTypes.node.isRequired,
};

Button.defaultProps = {
  kind: 'primary',
};

export default Button;
