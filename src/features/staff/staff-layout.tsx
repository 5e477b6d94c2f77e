// The staff pages share one auth context.
import { Outlet } from 'react-router-dom';
import { AuthProvider } from './auth-context';

export function StaffLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
