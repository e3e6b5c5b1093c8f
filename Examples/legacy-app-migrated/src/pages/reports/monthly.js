import React from 'react';
import PropTypes from 'prop-types';

export default function MonthlyBreakdown({ values }) {
  return (
    <ol className="breakdown">
      {values.map((value, index) => (
        <li key={index}>{value.toLocaleString()}</li>
      ))}
    </ol>
  );
}

MonthlyBreakdown.propTypes = {
  values: PropTypes.arrayOf(PropTypes.number).isRequired,
};
