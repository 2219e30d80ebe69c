"""Never finishes being imported."""

import time

time.sleep(300)
