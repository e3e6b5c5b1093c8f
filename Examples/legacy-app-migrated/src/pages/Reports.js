import React, { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Helmet from 'react-helmet';
import Revenue from '../widgets/Revenue';
import { average } from '../utils/math';

const MONTHLY = { 2018: [31000, 28000, 40000], 2019: [42000, 39000, 47000] };

function loadBreakdown(kind) {
  return import(`./reports/${kind}`);
}

const Reports = () => {
  const params = useParams();
  const year = params.year || String(new Date().getFullYear());
  const values = MONTHLY[year] || [];
  const [Breakdown, setBreakdown] = useState(null);
  useEffect(() => {
    loadBreakdown('monthly').then(module => setBreakdown(() => module.default));
  }, []);
  return (
    <div className="reports">
      <Helmet title={`Reports ${year}`} />
      <h1>Reports for {year}</h1>
      <Revenue current={average(values)} target={45000} />
      {Breakdown && <Breakdown values={values} />}
    </div>
  );
};

export default Reports;
