import React, {useEffect, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import AuthScreen from '@site/src/signIn/AuthScreen';
import type {SignInProblem} from '@site/src/signIn/shared/problems';
import {useServiceFactText} from '@site/src/content';
import styles from './styles.module.css';

type Message = {title: string; explanation: string; advice: string};

function messageFor(problem: SignInProblem, supportContact: string): Message {
  const contactAdvice = translate(
    {
      id: 'signInProblem.contactAdvice',
      message: 'If it keeps happening, contact {supportContact}.',
      description: 'Last sentence of most sign-in error screens',
    },
    {supportContact},
  );
  switch (problem.kind) {
    case 'cancelled':
      return {
        title: translate({id: 'signInProblem.cancelled.title', message: 'Sign-in was cancelled'}),
        explanation: translate({
          id: 'signInProblem.cancelled.explanation',
          message:
            'The Help Centre is for public servants only, so you need to sign in with your government account to read it. The sign-in was cancelled or access was refused.',
        }),
        advice: `${translate({
          id: 'signInProblem.cancelled.advice',
          message: 'Select Try again and choose your government account.',
        })} ${translate(
          {id: 'signInProblem.cancelled.access', message: 'If you were refused access, contact {supportContact}.'},
          {supportContact},
        )}`,
      };
    case 'provider-error':
      return {
        title: translate({id: 'signInProblem.providerError.title', message: 'The sign-in service reported an error'}),
        explanation: translate({
          id: 'signInProblem.providerError.explanation',
          message: 'Microsoft sign-in could not complete your request. This is usually temporary.',
        }),
        advice: `${translate({
          id: 'signInProblem.providerError.advice',
          message: 'Wait a minute, then select Try again.',
        })} ${translate(
          {
            id: 'signInProblem.providerError.contact',
            message: 'If it keeps happening, contact {supportContact} and give them the details below.',
          },
          {supportContact},
        )}`,
      };
    case 'unreachable':
      return {
        title: translate({id: 'signInProblem.unreachable.title', message: "We can't reach the sign-in service"}),
        explanation: translate({
          id: 'signInProblem.unreachable.explanation',
          message: 'Your browser could not connect to Microsoft sign-in.',
        }),
        advice: `${translate({
          id: 'signInProblem.unreachable.advice',
          message:
            'Check that you are connected to the internet or to the government network (VPN), then select Try again.',
        })} ${contactAdvice}`,
      };
    case 'interrupted':
      return {
        title: translate({id: 'signInProblem.interrupted.title', message: 'An earlier sign-in did not finish'}),
        explanation: translate({
          id: 'signInProblem.interrupted.explanation',
          message:
            'A sign-in was started but never completed, for example because a window was closed or the Back button was used.',
        }),
        advice: `${translate({
          id: 'signInProblem.interrupted.advice',
          message: 'Select Try again to start a new sign-in.',
        })} ${contactAdvice}`,
      };
    case 'unreadable-cache':
      return {
        title: translate({id: 'signInProblem.unreadableCache.title', message: 'Your saved sign-in could not be read'}),
        explanation: translate({
          id: 'signInProblem.unreadableCache.explanation',
          message: 'The sign-in information saved in this browser is damaged or out of date.',
        }),
        advice: `${translate({
          id: 'signInProblem.unreadableCache.advice',
          message: 'Select Try again: we will clear it and ask you to sign in again.',
        })} ${contactAdvice}`,
      };
    case 'too-many-attempts':
      return {
        title: translate({id: 'signInProblem.tooManyAttempts.title', message: 'Sign-in keeps failing'}),
        explanation: translate({
          id: 'signInProblem.tooManyAttempts.explanation',
          message:
            'We tried to sign you in several times without success, so we stopped to keep the page from reloading endlessly.',
        }),
        advice: `${translate({
          id: 'signInProblem.tooManyAttempts.advice',
          message: "Select Try again. If it fails again, clear your browser's cache for this site and try once more.",
        })} ${contactAdvice}`,
      };
    case 'storage-blocked':
      return {
        title: translate({id: 'signInProblem.storageBlocked.title', message: 'Your browser blocks site storage'}),
        explanation: translate({
          id: 'signInProblem.storageBlocked.explanation',
          message:
            'To keep you signed in, the Help Centre saves a little information in your browser. Your browser does not allow it: cookies and site data are blocked for this site, or its storage is full.',
        }),
        advice: `${translate({
          id: 'signInProblem.storageBlocked.advice',
          message:
            "In your browser's settings, allow cookies and site data for this site (or clear the data of sites you no longer use), then select Try again. A private window may also block them.",
        })} ${contactAdvice}`,
      };
    case 'foreign-tenant':
      return {
        title: translate({
          id: 'signInProblem.foreignTenant.title',
          message: 'This account cannot open the Help Centre',
        }),
        explanation: translate(
          {
            id: 'signInProblem.foreignTenant.explanation',
            message:
              'You are signed in as {username}, which is not a Government of New Brunswick account. The Help Centre is for public servants only.',
          },
          {username: problem.username},
        ),
        advice: `${translate({
          id: 'signInProblem.foreignTenant.advice',
          message: 'Select Try again and sign in with your government account.',
        })} ${contactAdvice}`,
      };
  }
}

function ProviderErrorDetails({problem}: {problem: Extract<SignInProblem, {kind: 'provider-error'}>}): ReactNode {
  return (
    <dl className={styles.details}>
      <dt>
        <Translate id="signInProblem.details.errorCode">Error code</Translate>
      </dt>
      <dd>
        <code>{problem.errorCode}</code>
      </dd>
      {problem.correlationId && (
        <>
          <dt>
            <Translate id="signInProblem.details.correlationId">Correlation ID</Translate>
          </dt>
          <dd>
            <code>{problem.correlationId}</code>
          </dd>
        </>
      )}
      <dt>
        <Translate id="signInProblem.details.time">Time</Translate>
      </dt>
      <dd>
        <code>{new Date().toISOString()}</code>
      </dd>
    </dl>
  );
}

export default function SignInProblemScreen({
  problem,
  onTryAgain,
}: {
  problem: SignInProblem;
  onTryAgain: () => void;
}): ReactNode {
  const supportContact = useServiceFactText('supportContact');
  const {title, explanation, advice} = messageFor(problem, supportContact);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboard users start at the message, not at the top of an empty page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthScreen title={title}>
      <div role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p>{explanation}</p>
        <p>{advice}</p>
      </div>
      {problem.kind === 'provider-error' && <ProviderErrorDetails problem={problem} />}
      <button type="button" className="button button--primary button--lg" onClick={onTryAgain}>
        <Translate id="signInProblem.tryAgain">Try again</Translate>
      </button>
    </AuthScreen>
  );
}
