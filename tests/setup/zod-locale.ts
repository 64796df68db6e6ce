/** Tests that parse with the schemas directly see the French messages the app's entry points set. */
import { setFrenchZodMessages } from '../../src/shared/zod-locale';

setFrenchZodMessages();
