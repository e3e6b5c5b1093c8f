import React from 'react';
import PropTypes from 'prop-types';
import { percent } from '../utils/math';

const Revenue = ({ current, target }) => (
  <section className="widget widget--revenue">
    <h3>Revenue</h3>
    <p>{percent(current, target)}% of target</p>
  </section>
);

Revenue.propTypes = {
  current: PropTypes.number.isRequired,
  target: PropTypes.number.isRequired,
};

export default Revenue;
