import React from 'react';
import PropTypes from 'prop-types';
import Helmet from 'react-helmet';
import Revenue from '../widgets/Revenue';
import { average } from '../utils/math';

const MONTHLY = { 2018: [31000, 28000, 40000], 2019: [42000, 39000, 47000] };

const Reports = props => {
  const year = props.params.year || String(new Date().getFullYear());
  const values = MONTHLY[year] || [];
  return (
    <div className="reports">
      <Helmet title={`Reports ${year}`} />
      <h1>Reports for {year}</h1>
      <Revenue current={average(values)} target={45000} />
    </div>
  );
};

Reports.propTypes = {
  params: PropTypes.shape({ year: PropTypes.string }).isRequired,
};

export default Reports;
