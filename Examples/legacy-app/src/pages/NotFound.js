import React from 'react';
import { Link } from 'react-router';

const NotFound = () => (
  <div className="not-found">
    <h1>Page not found</h1>
    <p>
      The page you asked for does not exist. <Link to="/">Back to the dashboard</Link>
    </p>
  </div>
);

export default NotFound;
