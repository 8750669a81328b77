"""Accounts of the CAS peer, read from the JSON file named by CAS_PEER_USERS (see settings.py)."""
import json
import os

from cas_server.auth import AuthUser


def _users():
    with open(os.environ["CAS_PEER_USERS"], encoding="utf-8") as f:
        return json.load(f)


class FileAuthUser(AuthUser):
    """A user of the JSON file: the password must match; its attributes are released per service."""

    def test_password(self, password):
        user = _users().get(self.username)
        return bool(user) and user.get("password") == password

    def attributs(self):
        user = _users().get(self.username) or {}
        return user.get("attributes", {})
