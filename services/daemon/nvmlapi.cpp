#include "daemon/nvmlapi.h"

#include "spec/daemonmessages.h"

#include <dlfcn.h>

namespace trainyard::daemon {

namespace {

constexpr const char* kLibrary = "libnvidia-ml.so.1";

template <typename Function> bool resolve(void* library, const char* name, Function& function, std::string& error)
{
    function = reinterpret_cast<Function>(::dlsym(library, name));
    if (function)
        return true;
    const char* reason = ::dlerror();
    error = reason ? spec::formatDaemonMessage(spec::daemonmsg::gpuDriverTooOldWhy, { kLibrary, name, reason })
                   : spec::formatDaemonMessage(spec::daemonmsg::gpuDriverTooOld, { kLibrary, name });
    return false;
}

} // namespace

NvmlApi::~NvmlApi()
{
    unload();
}

void NvmlApi::unload()
{
    if (m_initialized && m_shutdown)
        m_shutdown();
    m_initialized = false;
    if (m_library)
        ::dlclose(m_library);
    m_library = nullptr;
    m_errorString = nullptr; // errorString() may still be asked after a failed load
    m_shutdown = nullptr;
}

bool NvmlApi::load(std::string& error)
{
    if (m_initialized)
        return true;
    ::dlerror();
    // The versioned soname: the unversioned one ships only with development packages.
    m_library = ::dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
    if (!m_library) {
        const char* reason = ::dlerror();
        error = spec::formatDaemonMessage(spec::daemonmsg::gpuNoDriver, { kLibrary, reason ? reason : "dlopen failed" });
        return false;
    }
    const bool resolved = resolve(m_library, "nvmlInit_v2", m_init, error)
        && resolve(m_library, "nvmlShutdown", m_shutdown, error)
        && resolve(m_library, "nvmlDeviceGetCount_v2", m_deviceGetCount, error)
        && resolve(m_library, "nvmlDeviceGetHandleByIndex_v2", m_deviceGetHandleByIndex, error)
        && resolve(m_library, "nvmlDeviceGetName", m_deviceGetName, error)
        && resolve(m_library, "nvmlDeviceGetUUID", m_deviceGetUUID, error)
        && resolve(m_library, "nvmlDeviceGetUtilizationRates", m_deviceGetUtilizationRates, error)
        && resolve(m_library, "nvmlDeviceGetMemoryInfo", m_deviceGetMemoryInfo, error)
        && resolve(m_library, "nvmlDeviceGetPowerUsage", m_deviceGetPowerUsage, error)
        && resolve(m_library, "nvmlDeviceGetTemperature", m_deviceGetTemperature, error)
        && resolve(m_library, "nvmlDeviceGetComputeRunningProcesses_v3", m_deviceGetComputeRunningProcesses, error)
        && resolve(m_library, "nvmlDeviceGetProcessUtilization", m_deviceGetProcessUtilization, error)
        && resolve(m_library, "nvmlErrorString", m_errorString, error);
    if (!resolved) {
        unload();
        return false;
    }
    const nvmlReturn_t result = m_init();
    if (result != NVML_SUCCESS) {
        error = spec::formatDaemonMessage(spec::daemonmsg::gpuNvmlCannotStart, { errorString(result) });
        unload();
        return false;
    }
    m_initialized = true;
    return true;
}

std::string NvmlApi::errorString(nvmlReturn_t result) const
{
    if (m_errorString) {
        if (const char* text = m_errorString(result))
            return text;
    }
    return "NVML error " + std::to_string(result);
}

} // namespace trainyard::daemon
