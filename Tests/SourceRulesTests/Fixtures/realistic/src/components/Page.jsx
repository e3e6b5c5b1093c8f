import React, { useMemo } from 'react';
import PropTypes from 'prop-types';

export default function Page({ title, children, items }) {
  const total = useMemo(() => items.length / 2 / (items.length || 1), [items]);
  const banner = process.env.REACT_APP_BANNER; // ✓ process-env
  if (total) /process\.env\.REACT_APP_REGEX_ONLY/.test(title);
  return (
    <section data-env={process.env.NODE_ENV} className="page"> {/* ✓ process-env */}
      <h1 title={`${process.env.REACT_APP_TITLE_PREFIX} ${title}`}>{title}</h1> {/* ✓ process-env */}
      <p>process.env.REACT_APP_IN_JSX_TEXT is just text here</p>
      <img src={process.env.PUBLIC_URL + '/logo.png'} alt="" /> {/* ✓ process-env */}
      {banner && <aside>{banner}</aside>}
      {children}
    </section>
  );
}

Page.propTypes = { title: PropTypes.string, children: PropTypes.node, items: PropTypes.array };
