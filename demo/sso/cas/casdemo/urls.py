"""The CAS endpoints under /cas: /cas/login, /cas/logout, /cas/serviceValidate, /cas/p3/serviceValidate."""
from django.urls import include, path

urlpatterns = [path("cas/", include(("cas_server.urls", "cas_server"), namespace="cas_server"))]
