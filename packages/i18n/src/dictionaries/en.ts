/** English: the source shape every other dictionary must match (see Dictionary). */
const en = {
  app: {
    name: 'Lobby',
    ageNote: 'Players must be {{age}} or older. Please gamble responsibly.',
    copyright: '© {{year}} Lobby. All rights reserved.',
    loading: 'Loading…',
    retry: 'Try again',
    routeError: 'This page could not be loaded.',
  },
  header: {
    menu: 'Menu',
    back: 'Back',
    home: 'Home',
    login: 'Log in',
    register: 'Register',
    language: 'Language',
    theme: 'Theme',
  },
  nav: {
    home: 'Home',
    promotion: 'Promotion',
    deposit: 'Deposit',
    service: 'Service',
    profile: 'Profile',
  },
  titles: {
    home: 'Home',
    hotGames: 'Popular games',
  },
  home: {
    hotGames: 'Hot games',
    more: 'More',
    empty: 'No games found',
    gameCount_one: '{{count}} game',
    gameCount_other: '{{count}} games',
  },
  game: {
    play: 'Play {{name}}',
    hot: 'Hot',
    new: 'New',
    favourite: 'Add to favourites',
    unfavourite: 'Remove from favourites',
  },
  theme: {
    dark: 'Dark',
    light: 'Light',
  },
  errors: {
    'request.invalid': 'Some of the information sent is not valid.',
    'request.notFound': 'The requested url is empty',
    'request.tooLarge': 'The request is too large.',
    'merchant.unknown': 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    'language.unsupported': 'This language is not supported.',
    'system.maintenance': 'The platform is under maintenance',
    'system.regionRestricted': 'Access blocked for location or IP restrictions',
    'session.required': 'You are not logged in, please login first',
    'session.expired': 'The account has been logged out, please log in again',
    network: 'No Internet',
    timeout: 'Slow Connection',
    unknown: 'Unknown error',
  },
};

export default en;
