import React from 'react';
import {afterAll, beforeAll, expect, it} from 'vitest';
import AnnouncementBarContent from '.';
import {renderInSite, useSiteLocale} from '@site/src/testing/site';

const TYPED = {en: 'Maintenance <b>tonight</b> from 20:00', fr: 'Entretien <b>ce soir</b> dès 20 h'};

beforeAll(async () => {
  process.env.ANNOUNCEMENT_EN = TYPED.en;
  process.env.ANNOUNCEMENT_FR = TYPED.fr;
  await useSiteLocale('fr');
});

afterAll(() => {
  delete process.env.ANNOUNCEMENT_EN;
  delete process.env.ANNOUNCEMENT_FR;
});

it("shows the operators' announcement in the page's language as they typed it, never as markup", () => {
  const {container} = renderInSite(<AnnouncementBarContent />);
  expect(container.textContent).toBe(TYPED.fr);
  expect(container.querySelector('b')).toBeNull();
});
