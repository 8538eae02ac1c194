# Packaging: the desktop integration files' install rules and CPack's Debian package.
#
#   cmake --build build --target package      -> build/trainyard_<version>_amd64.deb
#   packaging/test-deb.sh build                -> builds only the two programs, packs, checks the .deb
#
# One package, `trainyard`, holds the console and the daemon: the install components "console" and
# "daemon" (app/console, app/daemon and the rules below). Everything else installed by the project
# (trainyard-spec, which has no component) stays out of it.

include(GNUInstallDirs)

set(TRAINYARD_APP_ID "io.github.trainyard.Trainyard" CACHE INTERNAL
    "Reverse-DNS id of the desktop application: .desktop, metainfo and icon names (app/console/main.cpp's setDesktopFileName)")
set(_pkg ${PROJECT_SOURCE_DIR}/packaging)

# --- Install rules: the desktop integration (console) and the user unit (daemon) ---------------------
install(FILES ${_pkg}/trainyard.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications RENAME ${TRAINYARD_APP_ID}.desktop COMPONENT console)
install(FILES ${_pkg}/trainyard.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo RENAME ${TRAINYARD_APP_ID}.metainfo.xml COMPONENT console)
install(FILES ${_pkg}/icons/trainyard.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${TRAINYARD_APP_ID}.svg COMPONENT console)
install(FILES ${_pkg}/icons/trainyard-symbolic.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/symbolic/apps RENAME ${TRAINYARD_APP_ID}-symbolic.svg COMPONENT console)
# systemd looks for user units of packages in /usr/lib/systemd/user (Debian: lib/, not lib64/).
install(FILES ${_pkg}/trainyardd.service DESTINATION lib/systemd/user COMPONENT daemon)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/api.md ${PROJECT_SOURCE_DIR}/docs/user-guide.md
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/trainyard COMPONENT console)
# The example trainers the console's empty job list offers (ui/examplejobs.cpp looks in ../share/trainyard/examples).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/digits ${PROJECT_SOURCE_DIR}/examples/distributed
    DESTINATION ${CMAKE_INSTALL_DATADIR}/trainyard/examples COMPONENT console PATTERN __pycache__ EXCLUDE PATTERN *.egg-info EXCLUDE)
# The licence: Debian policy wants it as share/doc/<package>/copyright.
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/trainyard RENAME copyright COMPONENT console)

# --- CPack: one .deb ---------------------------------------------------------------------------------
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME trainyard)
set(CPACK_PACKAGE_VENDOR "Trainyard contributors")
set(CPACK_PACKAGE_CONTACT "Trainyard contributors <trainyard@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# The Debian synopsis (the control file's first Description line).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop console and local daemon for machine-learning training jobs")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON) # RelWithDebInfo builds are ~70 MB a binary with their debug info
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR})

# Only the two applications' components, in a single package.
set(CPACK_COMPONENTS_ALL console daemon)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS OFF)

set(CPACK_DEBIAN_PACKAGE_NAME trainyard)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # trainyard_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE "")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# The extended description, after the synopsis above (CPack indents it and keeps the "." lines).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Trainyard is a native Qt desktop console for machine-learning training jobs
in the shape of Google's AI Platform Training v1 API.
.
The console composes jobs in a wizard with live validation, submits them to
the local daemon or to any server speaking the v1 REST API (AI Platform
Training included), and shows each job live: its state timeline, the logs of
every replica in one searchable view, per-replica CPU, memory and GPU charts,
and the trials of hyperparameter tuning jobs side by side.
.
The daemon, trainyardd, runs the jobs on this workstation: Python trainer
packages as supervised process groups (with TF_CONFIG and CLUSTER_SPEC) or
custom containers under podman or docker, queued over CPU slots and GPUs,
with Bayesian-optimisation hyperparameter tuning. It keeps every job and log
line on disk, takes its jobs up again after a restart, and serves the v1
jobs API on a Unix socket. A systemd user unit (trainyardd.service) is
included.")

# Shared libraries: computed by dpkg-shlibdeps (package dpkg-dev) from the binaries.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not libraries, so dpkg-shlibdeps cannot see them:
#  - python3: trainer packages run under /usr/bin/python3 (daemon), and the console's package
#    inspector reads .zip/.whl packages with it.
#  (Qt's xcb platform plugin, libqxcb.so, is in libqt6gui6 on Debian 12, which shlibdeps adds;
#   qt6-qpa-plugins only has the VNC and touch plugins, so the package needs nothing more for X11.
#   Qt Charts is found at configure time but the console draws its charts itself and does not link
#   it, so no libqt6charts6.)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3")
#  - qt6-translations-l10n: Qt's own strings (dialog buttons) in de/it/pt_BR beside the console's.
#  - qt6-wayland: the native Wayland platform plugin (without it the console runs under XWayland).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
#  - podman (or docker): only custom-container jobs need an engine (trainyardd --container-engine).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "podman | docker.io")

include(CPack)
