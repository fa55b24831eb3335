import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordDialog } from '../features/account/change-password-dialog';
import { HomeRoute } from './home-route';

/** /m/changePsw: the dialog over home; closing it goes to /m/home (spec section 2). */
export function ChangePasswordRoute() {
  const navigate = useNavigate();
  const close = useCallback(() => void navigate('/home'), [navigate]);
  return (
    <>
      <HomeRoute />
      <ChangePasswordDialog onClose={close} />
    </>
  );
}
