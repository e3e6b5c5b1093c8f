import React from 'react';
import PropTypes from 'prop-types';
import { Link } from 'react-router-dom';
import { formatDate, formatRelative } from '../utils/format';

const classNames = require('classnames');

const UserCard = ({ user, compact }) => (
  <article className={classNames('user-card', { 'user-card--compact': compact, 'user-card--inactive': !user.active })}>
    <h3>
      <Link to={`/users/${user.id}`}>{user.name}</Link>
    </h3>
    <p className="user-card__email">
      {user.country && <img className="user-card__flag" src={new URL(`../assets/flags/${user.country}.png`, import.meta.url).href} alt={user.country} />}
      {user.email}
    </p>
    {!compact && (
      <p className="user-card__meta">
        Joined {formatDate(user.createdAt)} · last seen {formatRelative(user.lastSeenAt)}
      </p>
    )}
  </article>
);

UserCard.propTypes = {
  user: PropTypes.shape({
    id: PropTypes.number.isRequired,
    name: PropTypes.string.isRequired,
    email: PropTypes.string,
    country: PropTypes.oneOf(['de', 'fr', 'us']),
    active: PropTypes.bool,
    createdAt: PropTypes.string,
    lastSeenAt: PropTypes.string,
  }).isRequired,
  compact: PropTypes.bool,
};

export default UserCard;
