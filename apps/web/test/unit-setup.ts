import { i18n } from '@lingui/core';

/*
 * Unit tests read English. Outside a production build Lingui's macros keep each English text and
 * compile it on use, so English needs no catalogue here.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });
