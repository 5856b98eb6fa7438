/** Translations, for the other capabilities (./README.md). */
export {default as LocaleToggle} from './LocaleToggle';
export {default as OtherLanguageOnLivePreview} from './OtherLanguageOnLivePreview';
