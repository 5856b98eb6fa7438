import CallbackPage from '@site/src/auth/CallbackPage';

export default CallbackPage;
