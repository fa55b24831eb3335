import { useAccountFlow } from './account-flow';
import { GoogleSignIn } from './google-sign-in';
import { RegisterForm } from './register-form';

/** Registration: success goes to login, saying so, with the name filled in (spec section 4). */
export function RegisterPage() {
  const flow = useAccountFlow();
  return (
    <>
      {/* The social sign-in block (spec section 2): a first Google sign-in is a registration. */}
      <GoogleSignIn />
      <RegisterForm onRegistered={(userName) => flow.show('login', userName)} />
    </>
  );
}
