import { useNavigate } from 'react-router-dom';
import type { RegisteredState } from './login-page';
import { RegisterForm } from './register-form';

/** /m/register and /m/register.html (spec section 2): success goes to login, saying so, name filled in. */
export function RegisterPage() {
  const navigate = useNavigate();
  return <RegisterForm onRegistered={(userName) => navigate('/login', { replace: true, state: { registeredUserName: userName } satisfies RegisteredState })} />;
}
