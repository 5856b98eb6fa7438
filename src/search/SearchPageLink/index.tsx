import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/**
 * Navbar item shown in the phone menu only: the navbar search box is hidden
 * at ≤ 996 px, so the menu links to the search page instead.
 */
export default function SearchPageLink({mobile = false, onClick}: {mobile?: boolean; onClick?: () => void}): ReactNode {
  if (!mobile) {
    return null;
  }
  return (
    <li className="menu__list-item">
      <Link className="menu__link" to="/search" onClick={onClick}>
        <Translate id="navbar.searchPage.label" description="Phone menu link to the search page">
          Search the Help Centre
        </Translate>
      </Link>
    </li>
  );
}
