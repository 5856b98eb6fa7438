import SignedOutPage from '@site/src/auth/SignedOutPage';

export default SignedOutPage;
