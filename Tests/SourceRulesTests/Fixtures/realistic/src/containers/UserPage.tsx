import * as React from 'react';
import { Link, withRouter, WithRouterProps } from 'react-router'; // ✓ router-import
import { connect } from 'react-redux';

type Props<T> = WithRouterProps & { items: T[]; render: (item: T) => React.ReactNode };

const apiBase = process.env.REACT_APP_API_BASE as string; // ✓ process-env
const features = (process.env.REACT_APP_FEATURES ?? '').split(','); // ✓ process-env

function pick<T extends { id: string }>(items: T[], id?: string): T | undefined {
  return items.find((item) => item.id === id);
}

const identity = <T,>(value: T): T => value;

export class UserPage<T extends { id: string }> extends React.Component<Props<T>> {
  private matcher = /user\/(\d+)/;

  render() {
    const { items, render, params } = this.props;
    const current = pick(items, params?.userId);
    const ratio = items.length / 2 / (current ? 1 : 2);
    return (
      <div data-api={apiBase} data-mode={process.env.NODE_ENV}> {/* ✓ process-env */}
        {/* process.env.REACT_APP_IN_JSX_COMMENT is a comment */}
        <Link to={`/users/${current?.id}`}>{identity(render(current as T))}</Link>
        <span>{features.length > ratio ? 'many' : 'few'}</span>
        {process.env.REACT_APP_SHOW_DEBUG === 'yes' && <pre>{JSON.stringify(this.props.location)}</pre>} {/* ✓ process-env */}
      </div>
    );
  }
}

export default withRouter(connect((state: { users: unknown[] }) => ({ items: state.users }))(UserPage as any));
