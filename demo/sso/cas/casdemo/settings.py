"""
A real CAS 1/2/3 server (Debian's python3-django-cas-server) for the single sign-on tests and the
SSO demo (issue 16). Everything variable comes from the environment, set by demo/sso/casServer.ts:
  CAS_PEER_DB       sqlite file (a fresh temporary file per run)
  CAS_PEER_USERS    JSON file {username: {password, attributes: {name: value | [values]}}}
  CAS_PEER_SECRET   Django's secret key (random per run)
"""
import os

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SECRET_KEY = os.environ.get("CAS_PEER_SECRET", "cas-peer-for-tests-only")
DEBUG = True  # runserver serves the login page's static files only in debug mode
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "cas_server",
    "casdemo",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.locale.LocaleMiddleware",
]
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]
ROOT_URLCONF = "casdemo.urls"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("CAS_PEER_DB", os.path.join(BASE_DIR, "cas-peer.sqlite3")),
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
LANGUAGE_CODE = "zh-hans"
TIME_ZONE = "Asia/Shanghai"
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"

# The accounts come from CAS_PEER_USERS (casdemo/auth.py), not from Django's user table.
CAS_AUTH_CLASS = "casdemo.auth.FileAuthUser"
# No internet here: no version check, and the page's CSS/JS links fail quietly.
CAS_NEW_VERSION_HTML_WARNING = False
CAS_NEW_VERSION_EMAIL_WARNING = False
CAS_SHOW_POWERED = False
# Single sign-out requests go out at once and quickly.
CAS_SLO_TIMEOUT = 5
