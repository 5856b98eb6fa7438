import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {HomeSearch} from '@site/src/search';
import PopularTopics from '@site/src/pages/_components/PopularTopics';
import TopicCards from '@site/src/pages/_components/TopicCards';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          <Translate id="home.hero.title">ChatGNB Help Centre</Translate>
        </Heading>
        <p className={styles.subtitle}>
          <Translate id="home.hero.subtitle">
            Learn what ChatGNB is, how to write prompts, how to use its modes, and how to get help with technical
            problems.
          </Translate>
        </p>
        <HomeSearch />
        <PopularTopics />
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Home'})}
      description={translate({
        id: 'home.meta.description',
        message: "Help for public servants who use ChatGNB, the Government of New Brunswick's AI chat assistant.",
      })}>
      {/* The skip link lands on <main>: it starts with the hero's heading and search. */}
      <main>
        <Hero />
        <div className={styles.main}>
          <TopicCards />
          <p className={clsx('container', styles.about)}>
            <Translate
              id="home.about"
              values={{
                link: (
                  <Link to="/about">
                    <Translate id="home.about.link">About this Help Centre</Translate>
                  </Link>
                ),
              }}>
              {'{link}: who writes it, how it is kept up to date, and how to suggest an improvement.'}
            </Translate>
          </p>
          <p className={clsx('container', styles.about)}>
            <Translate
              id="home.whatsNew"
              values={{
                link: (
                  <Link to="/whats-new">
                    <Translate id="home.whatsNew.link">What's new</Translate>
                  </Link>
                ),
              }}>
              {'{link}: the significant changes to the articles, newest first.'}
            </Translate>
          </p>
        </div>
      </main>
    </Layout>
  );
}
