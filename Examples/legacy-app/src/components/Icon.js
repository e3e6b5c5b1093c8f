import React from 'react';
import PropTypes from 'prop-types';
import icons from '../icons';

const Icon = ({ name, size }) => (
  <img className="icon" src={icons[name]} width={size} height={size} alt="" aria-hidden="true" />
);

Icon.propTypes = {
  name: PropTypes.string.isRequired,
  size: PropTypes.number,
};

Icon.defaultProps = {
  size: 16,
};

export default Icon;
