/** Valid payloads for the tests (not part of the build). */

export const USER = {
  id: 1,
  email: 'maya@studio.co',
  fullname: 'Maya',
  isPremium: false,
  planType: 'free',
  createdAt: '2026-11-23T09:00:00.000Z',
  role: 'user',
  teamId: null,
  teamSize: 1,
  searchLimit: 8,
  searchCount: 2,
};

export const APP_REF = {
  id: 7,
  title: 'Ledgerly',
  slug: 'ledgerly',
  logo: '/media/logos/ledgerly/thumb.webp',
};

export const APP = {
  ...APP_REF,
  description: 'Budgeting made simple.',
  platform: 'ios',
  website: 'https://ledgerly.example',
  productCategories: [{ id: 2, title: 'Finance', slug: 'finance' }],
  screenCount: 40,
  flowCount: 6,
  componentCount: 12,
  redesignedAt: null,
};

export const SCREEN = {
  id: 11,
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  app: APP_REF,
  platform: 'ios',
  image: {
    thumb: '/media/demo/ledgerly/001/thumb.webp',
    full: '/media/demo/ledgerly/001/full.webp',
    original: '/media/demo/ledgerly/001/original.png',
    preview: '/media/demo/ledgerly/001/preview.webp',
    width: 390,
    height: 844,
    dominantColor: '#e5e7eb',
  },
  screenType: 'application',
  patternCategories: [{ id: 3, title: 'Sign up', slug: 'sign-up' }],
  textInScreen: 'Create your account',
  is_restricted: false,
  position: 0,
  capturedAt: '2026-03-12T10:00:00.000Z',
};

/** How a restricted screen reaches a viewer who is not Pro. */
export const RESTRICTED_SCREEN = {
  ...SCREEN,
  id: 12,
  uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  image: { ...SCREEN.image, thumb: SCREEN.image.preview, full: null, original: null },
  textInScreen: null,
  is_restricted: true,
  position: 1,
};

export const FLOW = {
  id: 3,
  uuid: '16fd2706-8baf-433b-82eb-8c7fada847da',
  app: APP_REF,
  platform: 'ios',
  title: 'Signing up for Ledgerly',
  flowCategories: [{ id: 9, title: 'Onboarding', slug: 'onboarding' }],
  screens: [SCREEN, RESTRICTED_SCREEN],
  screenCount: 2,
};

export const COMPONENT = {
  id: 5,
  uuid: '886313e1-3b8a-5372-9b90-0c9aee199e5d',
  app: APP_REF,
  platform: 'ios',
  screenUuid: SCREEN.uuid,
  crop: { x: 20, y: 600, width: 350, height: 56 },
  scale: 2,
  image: { ...SCREEN.image, original: null },
  is_restricted: false,
  componentCategories: [{ id: 20, title: 'Button', slug: 'button' }],
  tags: [{ id: 1, title: 'Primary', slug: 'primary' }],
};

export const COLLECTION = {
  uuid: 'a3bb189e-8bf9-3888-9912-ace4e6543002',
  name: 'Onboarding ideas',
  description: null,
  itemCount: 1,
  counts: { screens: 1, flows: 0, components: 0, apps: 0 },
  covers: ['/media/demo/ledgerly/001/thumb.webp'],
  sharedWithTeam: false,
  owned: true,
  editable: true,
  shareToken: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

export const SEARCH_QUOTA = {
  count: 3,
  limit: 8,
  remaining: 5,
  resetsAt: '2026-11-24T09:00:00.000Z',
  blocked: false,
};
