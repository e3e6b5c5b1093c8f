import React, { Suspense, lazy } from 'react';
import { Routes, Route, Navigate, useLocation } from 'react-router-dom';
import App from './components/App';
import Home from './pages/Home';
import UserList from './pages/UserList';
import UserDetail from './pages/UserDetail';
import Settings from './pages/Settings';
import Reports from './pages/Reports';
import Login from './pages/Login';
import NotFound from './pages/NotFound';
import { isLoggedIn } from './utils/storage';

const Admin = lazy(() => import('./pages/Admin'));

function RequireAuth({ children }) {
  const location = useLocation();
  if (!isLoggedIn()) {
    return <Navigate to="/login" replace state={{ nextPathname: location.pathname }} />;
  }
  return children;
}

export default function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<App />}>
        <Route index element={<Home />} />
        <Route path="login" element={<Login />} />
        <Route path="users" element={<RequireAuth><UserList /></RequireAuth>} />
        <Route path="users/:userId" element={<RequireAuth><UserDetail /></RequireAuth>} />
        <Route path="reports/:year?" element={<RequireAuth><Reports /></RequireAuth>} />
        <Route path="settings" element={<RequireAuth><Settings /></RequireAuth>} />
        <Route path="admin" element={<RequireAuth><Suspense fallback={null}><Admin /></Suspense></RequireAuth>} />
        <Route path="profile" element={<Navigate to="/settings" replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
