// Runs before every unit and API test file (vitest's setupFiles).
import { useCheapPasswordHashingForTests } from "../auth/password";

useCheapPasswordHashingForTests();
