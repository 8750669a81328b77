#!/usr/bin/env python3
"""The demo CAS peer's Django entry point (tests and `npm run demo:sso`; see casdemo/settings.py)."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "casdemo.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
